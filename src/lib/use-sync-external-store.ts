/**
 * What `use-sync-external-store/shim` gives on React 18 and later: React's own useSyncExternalStore (the shim's
 * production code checks for it and returns it). wouter and react-i18next import the shim for older Reacts; the
 * build resolves it here (vite.config.ts, resolve.alias), so the first screen's JavaScript does not carry the
 * shim's fallback for a React this app never runs on (issue 36, point 10: /login's first screen).
 */
export { useSyncExternalStore } from 'react';
