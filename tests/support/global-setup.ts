import { ensureTemplate } from './pglite';

export default async function setup() {
  await ensureTemplate();
}
