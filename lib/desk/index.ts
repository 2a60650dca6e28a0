// The desk's shell, safe anywhere (proxy.ts, client components): its addresses and its cookie's
// name. The session itself is the server entry, ./server.ts.
export { DESK_PATH, deskPaths, SESSION_COOKIE, SIGN_IN_PATH } from './paths';
