import { Type, type Static } from '@sinclair/typebox';
import {
  PERSON_TRAIT_KEYS,
  TeamSummarySchema,
  TraitValuesSchema,
  type PersonTraitKey,
  type TraitValues,
} from './people.js';
import { Name as NameText, Text } from './text.js';

/**
 * Sharing with consent (docs/decisions/0104-sharing-with-consent.md): an invite by link, the
 * invitee's consent, two people who see each other's own results, and teams whose members each
 * consent. Nothing is shared until the person it is about says so, and either side can stop.
 */

/** Limits of sharing (ours). */
export const SHARING_LIMITS = {
  /** How long an invite link works. */
  inviteDays: 14,
  /** Invites one person may create in an hour. */
  invitesPerHour: 20,
  teamNameMaxChars: 80,
  /** Teams one person may own. */
  maxOwnedTeams: 20,
  /** People in one team, its owner included. */
  maxTeamMembers: 50,
  /** A private note about someone who shares (as long as a People note). */
  noteMaxChars: 500,
  /** An invite token: 32 random bytes, base64url (43 characters). */
  tokenChars: 43,
} as const;

/** The four results a person can share, one per framework (the People traits' keys). */
export const SharedTraitSchema = Type.Union(PERSON_TRAIT_KEYS.map((key) => Type.Literal(key)));

/**
 * What a person agrees to share: which of their four results (at least one), and whether the
 * other side may see suggestions for working with them (a pair guide built from those results).
 */
export const ShareTermsSchema = Type.Object(
  {
    traits: Type.Array(SharedTraitSchema, {
      minItems: 1,
      maxItems: PERSON_TRAIT_KEYS.length,
      uniqueItems: true,
      description: 'Which of my four results: "disc", "mbti", "thinking", "strength".',
    }),
    suggestions: Type.Boolean({
      description: 'Whether the other side sees suggestions for working with me (a pair guide).',
    }),
  },
  { additionalProperties: false, title: 'What I share' },
);
export interface ShareTerms {
  traits: PersonTraitKey[];
  suggestions: boolean;
}

/** Only the results a person chose to share; the others read as unknown (null). */
export function sharedTraitValues(all: TraitValues, terms: ShareTerms): TraitValues {
  const chosen = new Set<PersonTraitKey>(terms.traits);
  return {
    disc: chosen.has('disc') ? all.disc : null,
    mbti: chosen.has('mbti') ? all.mbti : null,
    thinking: chosen.has('thinking') ? all.thinking : null,
    strength: chosen.has('strength') ? all.strength : null,
  };
}

/** The terms as stored: each result once, in the frameworks' order, whatever order was sent. */
export function normalisedTerms(terms: ShareTerms): ShareTerms {
  return {
    traits: PERSON_TRAIT_KEYS.filter((key) => terms.traits.includes(key)),
    suggestions: terms.suggestions,
  };
}

export const INVITE_STATUSES = ['open', 'used', 'revoked', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** Where an invite stands at `now`: revoked and used win over expired, since they came first. */
export function inviteStatus(
  invite: { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null },
  now: Date,
): InviteStatus {
  if (invite.revokedAt !== null) return 'revoked';
  if (invite.usedAt !== null) return 'used';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

const Id = Type.String({ description: 'An id the API gave.' });
const DateTime = Type.String({ format: 'date-time' });

/** The link's secret, as the web sends it back (never in a URL the API sees: URLs are logged). */
export const InviteTokenSchema = Type.String({
  minLength: SHARING_LIMITS.tokenChars,
  maxLength: SHARING_LIMITS.tokenChars,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'The token of an invite link (the last part of /invite/…).',
});

/** POST /sharing/invites: a person invite (what I share back, if anything) or a team invite. */
export const InviteCreateSchema = Type.Object(
  {
    offer: Type.Optional(ShareTermsSchema),
    teamId: Type.Optional(
      Text({ minLength: 1, maxLength: 64, description: 'A team I own: the invite is to it.' }),
    ),
    personId: Type.Optional(
      Text({
        minLength: 1,
        maxLength: 64,
        description:
          'A person in my own People list the invite is for: when it is accepted, they are ' +
          'linked to my private entry (only I see the link). Not with teamId.',
      }),
    ),
    email: Type.Optional(
      Type.String({
        maxLength: 254,
        pattern: '^[^\\s@]+@[^\\s@]+$',
        description:
          'Send the link to this address too (only when the service has email configured: ' +
          'GET /sharing/invites says `canEmail`).',
      }),
    ),
  },
  { $id: 'InviteCreate', title: 'New invite', additionalProperties: false },
);
export type InviteCreate = Static<typeof InviteCreateSchema>;

/** An invite as its owner sees it (never its token, which is not stored). */
export const InviteSchema = Type.Object(
  {
    id: Id,
    kind: Type.Union([Type.Literal('person'), Type.Literal('team')]),
    team: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()]),
    offer: Type.Union([ShareTermsSchema, Type.Null()]),
    status: Type.Union([
      Type.Literal('open'),
      Type.Literal('used'),
      Type.Literal('revoked'),
      Type.Literal('expired'),
    ]),
    createdAt: DateTime,
    expiresAt: DateTime,
  },
  { $id: 'Invite', title: 'Invite' },
);
export type Invite = Static<typeof InviteSchema>;

/** 201 of POST /sharing/invites: the token, given this once, to build the link from. */
export const InviteCreatedSchema = Type.Object(
  {
    invite: InviteSchema,
    token: InviteTokenSchema,
    /** The link was handed to the mail server for `email`; false: copy it instead. */
    emailed: Type.Boolean(),
  },
  { $id: 'InviteCreated', title: 'Invite created' },
);
export type InviteCreated = Static<typeof InviteCreatedSchema>;

/** GET /sharing/invites: my invites that still work, newest first. */
export const InviteListSchema = Type.Object(
  {
    items: Type.Array(InviteSchema),
    /** Whether the service can email a link (an SMTP server is configured). */
    canEmail: Type.Boolean(),
  },
  { $id: 'InviteList', title: 'My open invites' },
);
export type InviteList = Static<typeof InviteListSchema>;

/** POST /sharing/invites/open and /decline: the token. */
export const InviteTokenBodySchema = Type.Object(
  { token: InviteTokenSchema },
  { $id: 'InviteTokenBody', title: 'An invite link', additionalProperties: false },
);
export type InviteTokenBody = Static<typeof InviteTokenBodySchema>;

/**
 * POST /sharing/invites/open: what accepting would do, for the consent screen. `you` are my own
 * current results (null without a result: take the assessment first).
 */
export const InvitePreviewSchema = Type.Object(
  {
    from: Type.String({ description: 'Who invites: their name or email.' }),
    kind: Type.Union([Type.Literal('person'), Type.Literal('team')]),
    teamName: Type.Union([Type.String(), Type.Null()]),
    /** What they share with me if I accept (person invites; null: they only ask). */
    offer: Type.Union([ShareTermsSchema, Type.Null()]),
    expiresAt: DateTime,
    you: Type.Union([TraitValuesSchema, Type.Null()]),
  },
  { $id: 'InvitePreview', title: 'What an invite asks' },
);
export type InvitePreview = Static<typeof InvitePreviewSchema>;

/** POST /sharing/invites/accept: the token and exactly what I agree to share. */
export const InviteAcceptSchema = Type.Object(
  { token: InviteTokenSchema, share: ShareTermsSchema },
  { $id: 'InviteAccept', title: 'Share', additionalProperties: false },
);
export type InviteAccept = Static<typeof InviteAcceptSchema>;

/** 201 of POST /sharing/invites/accept: where to go next. */
export const InviteAcceptedSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('person'), Type.Literal('team')]),
    /** The connection (person invite) or the team joined. */
    id: Id,
  },
  { $id: 'InviteAccepted', title: 'Shared' },
);
export type InviteAccepted = Static<typeof InviteAcceptedSchema>;

/**
 * A person I share with or who shares with me, as one entry of People. `theirs` is what they
 * share with me right now (only the results they chose; null: they do not share, or have no
 * result yet); `mine` is what I share with them.
 */
export const SharedPersonSchema = Type.Object(
  {
    id: Id,
    name: Type.String({ description: 'Their name or email, as their account gave it.' }),
    theirs: Type.Union([
      Type.Object({
        terms: ShareTermsSchema,
        /** Their own current results, only the ones shared; null when they have none yet. */
        traits: Type.Union([TraitValuesSchema, Type.Null()]),
      }),
      Type.Null(),
    ]),
    mine: Type.Union([ShareTermsSchema, Type.Null()]),
    /** My private note about them: only I ever read it. */
    note: Type.Optional(Type.String()),
    /**
     * The person in my own People list I linked them to (my guess and notes about them): only I
     * see it, never they. Absent: not linked.
     */
    linkedPersonId: Type.Optional(Type.String()),
    since: DateTime,
  },
  { $id: 'SharedPerson', title: 'Someone I share with' },
);
export type SharedPerson = Static<typeof SharedPersonSchema>;

export const SharedPersonListSchema = Type.Object(
  { items: Type.Array(SharedPersonSchema) },
  { $id: 'SharedPersonList', title: 'People I share with' },
);
export type SharedPersonList = Static<typeof SharedPersonListSchema>;

/** PUT /sharing/people/:id/link: link them to a person in my own People list. */
export const ShareLinkSchema = Type.Object(
  {
    personId: Text({
      minLength: 1,
      maxLength: 64,
      description: 'A person in my own People list, not linked to anyone else who shares.',
    }),
  },
  { $id: 'ShareLink', title: 'Link to my private entry', additionalProperties: false },
);
export type ShareLink = Static<typeof ShareLinkSchema>;

/**
 * The private people that stand in for someone who shares: linked to a connection whose other
 * side shares with me now. People lists such a person once, as sharing; while they do not
 * share, their private entry shows as before.
 */
export function linkedPersonIds(
  shared: readonly Pick<SharedPerson, 'theirs' | 'linkedPersonId'>[],
): Set<string> {
  const ids = new Set<string>();
  for (const person of shared) {
    if (person.theirs !== null && person.linkedPersonId !== undefined) {
      ids.add(person.linkedPersonId);
    }
  }
  return ids;
}

/** PUT /sharing/people/:id/mine: start or change what I share with them. */
export const ShareChangeSchema = Type.Object(
  { share: ShareTermsSchema },
  { $id: 'ShareChange', title: 'What I share with them', additionalProperties: false },
);
export type ShareChange = Static<typeof ShareChangeSchema>;

/** PUT /sharing/people/:id/note: my private note about them (null removes it). */
export const ShareNoteSchema = Type.Object(
  {
    note: Type.Union([
      Text({
        maxLength: SHARING_LIMITS.noteMaxChars,
        description: `Private to me, at most ${SHARING_LIMITS.noteMaxChars} characters.`,
      }),
      Type.Null(),
    ]),
  },
  { $id: 'ShareNote', title: 'My private note', additionalProperties: false },
);
export type ShareNote = Static<typeof ShareNoteSchema>;

const TeamName = NameText({
  minLength: 1,
  maxLength: SHARING_LIMITS.teamNameMaxChars,
  pattern: '\\S',
  description: `The team's name, 1 to ${SHARING_LIMITS.teamNameMaxChars} characters.`,
});

/** POST /sharing/teams: a named team, and what I share with it. */
export const SharedTeamCreateSchema = Type.Object(
  { name: TeamName, share: ShareTermsSchema },
  { $id: 'SharedTeamCreate', title: 'New team', additionalProperties: false },
);
export type SharedTeamCreate = Static<typeof SharedTeamCreateSchema>;

/** One team in the list of teams I belong to. */
export const SharedTeamItemSchema = Type.Object({
  id: Id,
  name: Type.String(),
  isOwner: Type.Boolean(),
  memberCount: Type.Integer({ minimum: 1 }),
});
export type SharedTeamItem = Static<typeof SharedTeamItemSchema>;

export const SharedTeamListSchema = Type.Object(
  { items: Type.Array(SharedTeamItemSchema) },
  { $id: 'SharedTeamList', title: 'My teams' },
);
export type SharedTeamList = Static<typeof SharedTeamListSchema>;

/** GET /sharing/teams/:id: the members and the team map drawn from what each shares. */
export const SharedTeamSchema = Type.Object(
  {
    id: Id,
    name: Type.String(),
    isOwner: Type.Boolean(),
    members: Type.Array(
      Type.Object({
        id: Id,
        name: Type.String(),
        isYou: Type.Boolean(),
        isOwner: Type.Boolean(),
        terms: ShareTermsSchema,
      }),
    ),
    // Copied without its `$id`: the same shape also answers GET /people/team.
    summary: Type.Composite([TeamSummarySchema]),
  },
  { $id: 'SharedTeam', title: 'A team by invitation' },
);
export type SharedTeam = Static<typeof SharedTeamSchema>;

/**
 * Sharing in the data export: my invites, what I share with each person and they with me (the
 * terms only: their results are theirs, not mine to download), and my place in each team.
 */
export const SharingExportSchema = Type.Object(
  {
    invites: Type.Array(Type.Composite([InviteSchema]), {
      description: 'Every invite I made, oldest first, with where it stands.',
    }),
    people: Type.Array(
      Type.Object({
        name: Type.String(),
        given: Type.Union([ShareTermsSchema, Type.Null()]),
        received: Type.Union([ShareTermsSchema, Type.Null()]),
        note: Type.Optional(Type.String({ description: 'My private note about them.' })),
        linkedPerson: Type.Optional(
          Type.String({ description: 'The person in my own People list I linked them to.' }),
        ),
        since: DateTime,
      }),
      { description: 'Everyone I share with: what I give and what I receive.' },
    ),
    teams: Type.Array(
      Type.Object({
        name: Type.String(),
        isOwner: Type.Boolean(),
        given: ShareTermsSchema,
      }),
      { description: 'Every team I am in, and what I share with it.' },
    ),
  },
  { title: 'Sharing' },
);
export type SharingExport = Static<typeof SharingExportSchema>;
