import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files in the order that ends a run soonest: the longest first, so the short ones fill in around them at the end
 * instead of one long file running alone on one core. Vitest knows how long a file took from its own cache
 * (node_modules/.vite), which a fresh clone (CI) does not have: then the seconds in test-durations.json, measured on
 * a two-core machine, decide. A file in neither runs first (a new file is as likely to be long as short).
 *
 * `--shard=i/n` deals the files the same way (each next file to the shard with the least work so far) rather than by
 * a hash of their names, so shards of files as uneven as the journeys end at about the same time.
 */
const table: Record<string, number> = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'));

export class LongestFirstSequencer extends BaseSequencer {
  private seconds(spec: TestSpecification): number {
    const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    const cached = this.ctx.cache.getFileTestResults(key);
    if (cached) return cached.duration / 1000;
    return table[key] ?? Number.POSITIVE_INFINITY;
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) ||
        Number(b.project.config.isolate) - Number(a.project.config.isolate) ||
        this.seconds(b) - this.seconds(a) ||
        (a.moduleId < b.moduleId ? -1 : 1),
    );
  }

  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    // A file of unknown length counts as the longest known one, dealt first.
    const known = files.map((f) => this.seconds(f)).filter(Number.isFinite);
    const longest = Math.max(1, ...known);
    const work = (f: TestSpecification) => (Number.isFinite(this.seconds(f)) ? this.seconds(f) : longest);
    const ordered = [...files].sort((a, b) => work(b) - work(a) || (a.moduleId < b.moduleId ? -1 : 1));
    const shards = Array.from({ length: count }, () => ({ files: [] as TestSpecification[], seconds: 0 }));
    for (const file of ordered) {
      const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
      lightest.files.push(file);
      lightest.seconds += work(file);
    }
    return shards[index - 1]!.files;
  }
}
