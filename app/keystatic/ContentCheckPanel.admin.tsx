'use client';
// The content check's French messages beside the editor (local mode): after each save the
// server checks content/ again (app/api/keystatic/[...params]/route.admin.ts); this panel asks
// for the result every few seconds and shows each problem with its file, line and field.
import { useEffect, useState } from 'react';
import type { Verification } from '../api/keystatic/[...params]/route.admin';

const place = ({ file, line, field }: Verification['problems'][number]) =>
  [file, line !== undefined && `ligne ${line}`, field !== undefined && `champ « ${field} »`].filter(Boolean).join(', ');

export function ContentCheckPanel() {
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
  if (!verification) return null;
  const { problems, summary } = verification;
  return (
    <section
      aria-label="Vérification du contenu"
      role={problems.length ? 'alert' : 'status'}
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 1000,
        maxWidth: 560,
        maxHeight: '40vh',
        overflow: 'auto',
        padding: '12px 16px',
        borderRadius: 8,
        font: '14px/1.4 system-ui, sans-serif',
        color: problems.length ? '#7f1d1d' : '#14532d',
        background: problems.length ? '#fef2f2' : '#f0fdf4',
        border: `1px solid ${problems.length ? '#fca5a5' : '#86efac'}`,
      }}
    >
      <p style={{ margin: 0, fontWeight: 600 }}>{summary}</p>
      {problems.length > 0 && (
        <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>
          {problems.map((problem, index) => (
            <li key={index}>
              {place(problem)} : {problem.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
