'use client';
// The editor's interface (Keystatic), in the browser. Built only where the admin is enabled (next.config.ts).
import { makePage } from '@keystatic/next/ui/app';
import config from '../../../keystatic.config';

export default makePage(config);
