import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Kills `child` when this process dies, however it dies (SIGKILL included): a tiny detached
 * shell polls our pid once a second. Node has no PR_SET_PDEATHSIG, and a Java process
 * left behind would keep the DynamoDB port and the database file locked.
 * Returns a function that stops watching (call it after stopping the child yourself).
 */
export function watchParent(child: ChildProcess): () => void {
  if (!child.pid || process.platform === 'win32') return () => {};
  const script = `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${child.pid} 2>/dev/null; do sleep 1; done; kill -0 ${process.pid} 2>/dev/null || kill -9 ${child.pid} 2>/dev/null`;
  const watcher = spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watcher.unref();
  return () => {
    try {
      if (watcher.pid) process.kill(watcher.pid);
    } catch {
      // already gone
    }
  };
}
