import type { AssessmentPayload, Profile, StoredProfile } from '@styleprint/contracts';
import type { CacheStats } from '../cache/hit-counter.js';
import { LatestProfileCache } from '../cache/latest-profile-cache.js';
import { endOfTurn } from './end-of-turn.js';
import type { StoreDatabase } from './database.js';
import { ProfileRepository } from './profile-repository.js';

/**
 * The repository with each user's latest profile held in memory (PGlite only: one process owns
 * the data there, so its own writes are the only writes; docs/decisions/0090).
 */
export class CachingProfileRepository extends ProfileRepository {
  private readonly cache: LatestProfileCache;

  constructor(
    db: StoreDatabase,
    transaction: <T>(work: (tx: StoreDatabase) => Promise<T>) => Promise<T>,
    maxEntries: number,
  ) {
    super(db, transaction);
    this.cache = new LatestProfileCache(maxEntries);
  }

  override get cacheStats(): CacheStats | undefined {
    return this.cache.stats;
  }

  /** Answered at the end of the turn, like the store's own reads (end-of-turn.ts). */
  override async latest(userId: string): Promise<StoredProfile | null> {
    const found = await this.cache.read(userId, () => super.latest(userId));
    await endOfTurn();
    return found;
  }

  override saveAssessment(
    userId: string,
    payload: AssessmentPayload,
    profile: Profile,
    options: { keepNewest?: number } = {},
  ): Promise<StoredProfile> {
    return this.cache.write(
      userId,
      () => super.saveAssessment(userId, payload, profile, options),
      (stored) => stored,
    );
  }

  override eraseUser(userId: string): Promise<number> {
    return this.cache.write(
      userId,
      () => super.eraseUser(userId),
      () => null,
    );
  }

  override changing<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.cache.write(userId, work, () => undefined);
  }

  override forgetCached(): void {
    this.cache.clear();
  }
}
