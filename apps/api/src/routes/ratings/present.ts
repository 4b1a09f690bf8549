import type { RatingRequest } from '@styleprint/contracts';
import type { RatingLink } from '../../store/ratings-repository.js';

/** A link as its owner sees it: without the owner's id, and never whose answers are on it. */
export const toRequest = ({
  id,
  name,
  createdAt,
  expiresAt,
  state,
}: RatingLink): RatingRequest => ({
  id,
  name,
  createdAt,
  expiresAt,
  state,
});
