import { ERROR_CODES } from '@styleprint/contracts';
import { ApiError } from '../../errors.js';

/** An id that names none of the caller's people (another user's included). */
export const personNotFound = (): ApiError =>
  new ApiError(404, ERROR_CODES.PERSON_NOT_FOUND, 'Person not found');
