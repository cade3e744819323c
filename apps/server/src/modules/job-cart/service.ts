import { jobCartRepository } from './repository.ts';

/** Which of these positions are in the user's cart: search, details and saved positions mark them. */
export const cartIdsAmong = jobCartRepository.idsAmong;
