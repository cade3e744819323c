import { profileRepository } from './profile-repository.ts';

/** Stores the profile match scoring reads; the profile module writes it when a profile changes. */
export const saveMatchProfile = profileRepository.upsert;
