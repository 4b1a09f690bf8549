import { Type, type Static } from '@sinclair/typebox';
import { AssessmentPayloadSchema } from './assessment.js';
import { PersonSchema } from './people.js';
import { ProfileOutSchema } from './profile.js';
import { PracticeSessionSchema } from './practice.js';
import { GivenRatingSchema, RatingAggregateSchema, RatingRequestSchema } from './ratings.js';
import { SharingExportSchema } from './sharing.js';

/**
 * Everything stored about a person, as GET /account/export answers it ("Download my data").
 * The nested schemas are copied without their `$id`, so this document stands on its own.
 */
export const AccountExportSchema = Type.Object(
  {
    exportedAt: Type.String({ format: 'date-time', description: 'When this file was made.' }),
    account: Type.Object(
      {
        uid: Type.String({ description: 'The account id at the identity provider.' }),
        email: Type.Union([Type.String(), Type.Null()]),
        displayName: Type.Union([Type.String(), Type.Null()]),
        signInProvider: Type.String({ description: 'How the account signs in, e.g. "password".' }),
      },
      { description: 'What the sign-in token says about the account; the API stores none of it.' },
    ),
    assessments: Type.Array(
      Type.Object({
        id: Type.String(),
        createdAt: Type.String({ format: 'date-time' }),
        payload: Type.Composite([AssessmentPayloadSchema], {
          description: 'The tallies submitted, exactly as stored.',
        }),
        profile: Type.Composite([ProfileOutSchema], {
          description: 'The profile derived from them.',
        }),
      }),
      { description: 'Every stored submission, oldest first.' },
    ),
    people: Type.Optional(
      Type.Array(Type.Composite([PersonSchema]), {
        description:
          'The people I added, by name, with their traits, evidence and any kept conversation ' +
          '(the API always sends it; optional only for files made before people existed).',
      }),
    ),
    practiceSessions: Type.Array(Type.Composite([PracticeSessionSchema]), {
      description: 'Every practice session I kept, oldest first.',
    }),
    ratings: Type.Optional(
      Type.Object(
        {
          requests: Type.Array(Type.Composite([RatingRequestSchema]), {
            description: 'The rating links I made, newest first (their tokens are never stored).',
          }),
          raters: Type.Integer({ minimum: 0, description: 'How many people answered them.' }),
          received: Type.Union([Type.Composite([RatingAggregateSchema]), Type.Null()], {
            description: 'The combined answers, as I see them; null while too few answered.',
          }),
          given: Type.Array(GivenRatingSchema, {
            description: 'The ratings I gave others: only my own answers, oldest first.',
          }),
        },
        {
          description:
            'How others see you (docs/decisions/0108-how-others-see-you.md); optional only for ' +
            'files made before ratings existed.',
        },
      ),
    ),
    // Optional only for files made before sharing existed; the API always sends it.
    sharing: Type.Optional(SharingExportSchema),
  },
  { $id: 'AccountExport', title: 'Everything stored about me' },
);
export type AccountExport = Static<typeof AccountExportSchema>;
