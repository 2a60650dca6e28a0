'use client';

import { useEffect } from 'react';

const RIPPLE_MS = 500;

/**
 * One document-level listener gives every `[data-ripple]` link or button its ripple,
 * so buttons stay server-rendered links instead of each becoming a client component.
 * The CSS hides ripples under prefers-reduced-motion.
 */
export function RippleEffect() {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>('[data-ripple]');
      if (!target) return;
      const rect = target.getBoundingClientRect();
      const size = Math.max(rect.width, rect.height);
      const ripple = document.createElement('span');
      ripple.className = `ripple ripple-${target.dataset.ripple === 'light' ? 'light' : 'dark'}`;
      ripple.setAttribute('aria-hidden', 'true');
      Object.assign(ripple.style, {
        width: `${size}px`,
        height: `${size}px`,
        left: `${event.clientX - rect.left - size / 2}px`,
        top: `${event.clientY - rect.top - size / 2}px`,
      });
      target.appendChild(ripple);
      window.setTimeout(() => ripple.remove(), RIPPLE_MS);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);
  return null;
}
