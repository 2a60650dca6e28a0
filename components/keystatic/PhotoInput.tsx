'use client';
// The editor's photo field (keystatic.config.ts, `photoField`): shows the photo, takes a new one
// from the computer, and refuses at once, in the content check's words, a file that is not a
// JPEG, PNG, WebP or AVIF photo or weighs more than 2 Mo (lib/content-check/photo.ts).
// Plain elements: Keystatic's own image input cannot refuse a file before it is saved.
import type { FormFieldInputProps } from '@keystatic/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { PHOTO_TYPES, photoProblem } from '@/lib/content-check/photo';

/** A photo already under public/ (kept as its path), or a file taken from the computer. */
export type PhotoValue = { kind: 'path'; path: string } | { kind: 'upload'; filename: string; data: Uint8Array } | null;

type Props = FormFieldInputProps<PhotoValue> & { label: string; description: string; required: boolean };

const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}`;

/** « Salle Réunion (2).JPG » → « salle-reunion-2.jpg »: the form the content's paths take. */
const fileNameOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(name.slice(0, dot)) || 'photo'}.${slug(name.slice(dot + 1)).replace('jpeg', 'jpg')}`;
};

// Keystatic's styles reset the look of buttons: these say they can be pressed.
const BUTTON = {
  padding: '6px 12px',
  border: '1px solid #9ca3af',
  borderRadius: 6,
  background: '#fff',
  color: '#111827',
  font: 'inherit',
  cursor: 'pointer',
} as const;

export function PhotoInput({ value, forceValidation, label, description, required, ...props }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string>();
  const id = useId();
  const data = value?.kind === 'upload' ? value.data : undefined;
  const objectUrl = useMemo(() => data && URL.createObjectURL(new Blob([new Uint8Array(data)])), [data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const preview = value?.kind === 'path' ? value.path : objectUrl;
  const missing = forceValidation && required && value === null ? `${label} : choisissez une photo (champ obligatoire).` : undefined;
  const error = refused ?? missing;

  async function take(file: File | undefined) {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = photoProblem(file.name, bytes, bytes.byteLength);
    setRefused(problem && sentence(problem));
    if (!problem) props.onChange({ kind: 'upload', filename: fileNameOf(file.name), data: bytes });
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} style={{ display: 'grid', gap: 8, font: '14px/1.4 system-ui, sans-serif' }}>
      <span id={`${id}-label`} style={{ fontWeight: 600 }}>
        {label}
        {required && ' *'}
      </span>
      <span style={{ color: '#555' }}>{description}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- a preview of a file not yet on the site */}
      {preview && <img src={preview} alt="" style={{ maxWidth: 240, maxHeight: 160, objectFit: 'contain' }} />}
      {value?.kind === 'path' && <code>{value.path}</code>}
      {value?.kind === 'upload' && <code>{value.filename}</code>}
      <span style={{ display: 'flex', gap: 8 }}>
        <button type="button" style={BUTTON} onClick={() => picker.current?.click()}>
          {value ? 'Remplacer la photo…' : 'Choisir une photo…'}
        </button>
        {value && !required && (
          <button type="button" style={BUTTON} onClick={() => props.onChange(null)}>
            Retirer
          </button>
        )}
      </span>
      <input
        ref={picker}
        type="file"
        hidden
        aria-label={label}
        accept={PHOTO_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that the same file, once refused and then reduced, can be chosen again.
          event.target.value = '';
          void take(file);
        }}
      />
      {error && (
        <span role="alert" style={{ color: '#b91c1c' }}>
          {error}
        </span>
      )}
    </div>
  );
}
