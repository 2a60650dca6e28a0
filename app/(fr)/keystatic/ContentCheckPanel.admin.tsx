'use client';
// The content check's French messages beside the editor. Local mode: after each save the server
// checks content/ again (app/api/keystatic/[...params]/route.admin.ts); this panel asks for the
// result every few seconds and shows each problem, then each warning, with its file, line and
// field. GitHub mode: the server's content/ is the deployed one, not the branch being edited, so
// the panel only says where the check is (the pull request's).
import { useEffect, useState } from 'react';
import type { Verification } from '../../api/keystatic/[...params]/route.admin';

type Entry = Verification['problems'][number];

const place = ({ file, line, field }: Entry) =>
  [file, line !== undefined && `ligne ${line}`, field !== undefined && `champ « ${field} »`].filter(Boolean).join(', ');

const COLORS = {
  problem: { color: '#7f1d1d', background: '#fef2f2', border: '#fca5a5' },
  warning: { color: '#713f12', background: '#fefce8', border: '#fde047' },
  success: { color: '#14532d', background: '#f0fdf4', border: '#86efac' },
};

function Panel({ tone, role, children }: { tone: keyof typeof COLORS; role: 'alert' | 'status'; children: React.ReactNode }) {
  const { color, background, border } = COLORS[tone];
  return (
    <section
      aria-label="Vérification du contenu"
      role={role}
      style={{
        position: 'fixed',
        // Across a phone's width, in the bottom right corner of a wider screen.
        left: 16,
        right: 16,
        bottom: 16,
        marginLeft: 'auto',
        zIndex: 1000,
        maxWidth: 560,
        maxHeight: '40vh',
        overflow: 'auto',
        padding: '12px 16px',
        borderRadius: 8,
        font: '14px/1.4 system-ui, sans-serif',
        color,
        background,
        border: `1px solid ${border}`,
      }}
    >
      {children}
    </section>
  );
}

const List = ({ entries, prefix = '' }: { entries: Entry[]; prefix?: string }) =>
  entries.length > 0 && (
    <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>
      {entries.map((entry, index) => (
        <li key={index}>
          {prefix}
          {place(entry)} : {entry.message}
        </li>
      ))}
    </ul>
  );

function LocalCheck() {
  const [verification, setVerification] = useState<Verification>();
  useEffect(() => {
    let stopped = false;
    const ask = async () => {
      const response = await fetch('/api/keystatic/verification', { cache: 'no-store' }).catch(() => undefined);
      if (!stopped && response?.ok) setVerification((await response.json()) as Verification);
    };
    void ask();
    const timer = setInterval(() => void ask(), 2000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return verification ? <CheckResult verification={verification} /> : null;
}

/**
 * One check's result: its summaries, then each problem and each warning in its place. The list
 * is open when something stops the publication; warnings alone stay folded under their summary,
 * so that the panel does not hide the form the copywriter is filling in.
 */
export function CheckResult({ verification: { problems, warnings, summaries } }: { verification: Verification }) {
  // One line each, the first beside the disclosure's marker.
  const lines = summaries.map((summary, index) => (
    <span key={summary} style={{ fontWeight: 600 }}>
      {index > 0 && <br />}
      {summary}
    </span>
  ));
  return (
    <Panel tone={problems.length ? 'problem' : warnings.length ? 'warning' : 'success'} role={problems.length ? 'alert' : 'status'}>
      {problems.length + warnings.length === 0 ? (
        lines
      ) : (
        <details open={problems.length > 0}>
          <summary style={{ cursor: 'pointer' }}>{lines}</summary>
          <List entries={problems} />
          <List entries={warnings} prefix="Avertissement : " />
        </details>
      )}
    </Panel>
  );
}

export function ContentCheckPanel({ github }: { github: boolean }) {
  if (!github) return <LocalCheck />;
  return (
    <Panel tone="warning" role="status">
      <p style={{ margin: 0 }}>
        Ici, les enregistrements vont sur une branche de GitHub : c’est la vérification de la <strong>demande de fusion</strong> qui décide.
        Après « Créer une demande de fusion », ses annotations montrent chaque problème sur sa ligne ; rien n’est publié tant qu’il en
        reste.
      </p>
    </Panel>
  );
}
