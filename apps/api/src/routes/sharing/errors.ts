import { ERROR_CODES, SHARING_LIMITS } from '@styleprint/contracts';
import { ApiError } from '../../errors.js';
import type { Refusal } from '../../store/sharing-repository.js';

/** Why a link does nothing, in words the person holding it can act on. */
export function inviteRefused(reason: Refusal): ApiError {
  switch (reason) {
    case 'not_found':
      return new ApiError(
        404,
        ERROR_CODES.INVITE_NOT_FOUND,
        'This invite link does not exist. Check that it was copied whole, or ask for a new one.',
      );
    case 'expired':
      return new ApiError(
        410,
        ERROR_CODES.INVITE_EXPIRED,
        `This invite link has expired (links work for ${SHARING_LIMITS.inviteDays} days). Ask for a new one.`,
      );
    case 'revoked':
      return new ApiError(
        410,
        ERROR_CODES.INVITE_REVOKED,
        'This invite link was withdrawn by the person who made it.',
      );
    case 'used':
      return new ApiError(410, ERROR_CODES.INVITE_USED, 'This invite link has already been used.');
    case 'own':
      return new ApiError(
        409,
        ERROR_CODES.OWN_INVITE,
        'This is your own invite link: send it to the person you want to share with.',
      );
    case 'team_full':
      return new ApiError(
        409,
        ERROR_CODES.TEAM_LIMIT_REACHED,
        `This team is full: a team has at most ${SHARING_LIMITS.maxTeamMembers} people.`,
      );
  }
}

/** An id that names none of the caller's connections (another pair's included). */
export const shareNotFound = (): ApiError =>
  new ApiError(404, ERROR_CODES.SHARE_NOT_FOUND, 'No one you share with has this id');

/** A private person can stand for one person who shares, not two. */
export const alreadyLinked = (): ApiError =>
  new ApiError(
    409,
    ERROR_CODES.ALREADY_LINKED,
    'This person in your People is already linked to someone else who shares. Unlink them there first.',
  );

/** An id that names none of the caller's invites. */
export const inviteNotFound = (): ApiError =>
  new ApiError(404, ERROR_CODES.INVITE_NOT_FOUND, 'No open invite of yours has this id');

/** A team the caller is not in (or may not change). */
export const teamNotFound = (): ApiError =>
  new ApiError(404, ERROR_CODES.TEAM_NOT_FOUND, 'No team of yours has this id');
