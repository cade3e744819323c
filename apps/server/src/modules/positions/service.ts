import { positionRepository } from './repository.ts';

/**
 * What other modules may do with positions (server modules use each other through services,
 * see .dependency-cruiser.cjs): write them by external id, as imports do. Every write reaches
 * each process's search through the change log (search/index-registry.ts).
 */
export const upsertPositions = (...args: Parameters<typeof positionRepository.upsertMany>) =>
  positionRepository.upsertMany(...args);
