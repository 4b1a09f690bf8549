import { createPracticeEngine, type CoachConfig, type PracticeEngine } from '@styleprint/coach';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The practice persona engine the coach configuration asks for, created once per app. */
    practice: PracticeEngine;
    /**
     * CPU milliseconds one embedded read may take (the self-read's budget, decision 0106); 250
     * when an LLM provider is configured and the embedded engine only reads.
     */
    coachReadBudgetMs: number;
  }
}

/** The LLM engines keep the embedded reading for the self-read; it gets this budget there. */
const READ_BUDGET_WITH_LLM_MS = 250;

/**
 * Provides the practice engine (docs/decisions/0105-practice-persona-engine.md) the way the coach
 * plugin provides the coach, so the practice and self-read routes register with every other route
 * in routes/index.ts.
 */
const practicePlugin: FastifyPluginAsync<CoachConfig> = async (app, engine) => {
  app.decorate('practice', createPracticeEngine(engine));
  app.decorate(
    'coachReadBudgetMs',
    engine.provider === 'embedded' ? engine.budgetMs : READ_BUDGET_WITH_LLM_MS,
  );
};

export default fp(practicePlugin, { name: 'practice' });
