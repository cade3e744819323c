import { savedPositionRepository } from './repository.ts';

/** Which of these positions the user saved: search, details and the job cart mark them. */
export const savedIdsAmong = savedPositionRepository.idsAmong;
