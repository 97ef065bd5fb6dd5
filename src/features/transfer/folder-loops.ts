/**
 * The folders whose parents, once the file is written, would lead back to themselves: the server refuses a folder that is
 * its own parent or inside one of its subfolders (decisions.md), so the preview refuses them first. `parents`: each
 * folder's parent after the import (the file's over the server's), both as uid keys. Answers, for each folder in a
 * loop, the loop from it: itself, its parent, that one's parent…
 */
export function folderLoops(parents: ReadonlyMap<string, string | null>): Map<string, string[]> {
  const loops = new Map<string, string[]>();
  const done = new Set<string>();
  for (const start of parents.keys()) {
    const path: string[] = [];
    let current: string | null = start;
    while (current !== null && !done.has(current) && !path.includes(current)) {
      path.push(current);
      current = parents.get(current) ?? null;
    }
    path.forEach((folder) => done.add(folder));
    if (current === null || !path.includes(current)) continue;
    const loop = path.slice(path.indexOf(current));
    loop.forEach((member, at) => loops.set(member, [...loop.slice(at), ...loop.slice(0, at)]));
  }
  return loops;
}
