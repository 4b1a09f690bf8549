import { ERROR_CODES } from '@styleprint/contracts';
import { ApiError } from '../../errors.js';

/** An id that names none of the caller's links (another user's included). */
export const requestNotFound = (): ApiError =>
  new ApiError(404, ERROR_CODES.RATING_REQUEST_NOT_FOUND, 'Rating link not found');

/** A token that names no link: mistyped, cut short, or made up. */
export const linkNotFound = (): ApiError =>
  new ApiError(
    404,
    ERROR_CODES.RATING_LINK_NOT_FOUND,
    'This rating link does not exist. Check that you copied all of it.',
  );

/** A link past its expiry, or closed by the person who made it. */
export const linkClosed = (): ApiError =>
  new ApiError(
    410,
    ERROR_CODES.RATING_LINK_CLOSED,
    'This rating link has closed, so it takes no more answers. Ask for a new one if you still want to rate.',
  );

/** The person who asked opened their own link. */
export const ownLink = (): ApiError =>
  new ApiError(
    403,
    ERROR_CODES.RATING_OWN_LINK,
    'This is your own rating link: send it to colleagues, who rate how you come across.',
  );
