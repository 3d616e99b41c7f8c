import { describe, expect, it } from 'vitest';
import { isReturning, NEW_VISITOR, visitorState } from './visitor-state.ts';

describe('visitorState', () => {
  it('is a new visitor when nothing is stored and the server knows no lead', () => {
    expect(visitorState({ lead: null, partialDataFound: false })).toEqual(NEW_VISITOR);
    expect(isReturning(NEW_VISITOR)).toBe(false);
  });

  it('is a returning visitor when data typed on an earlier page was found', () => {
    const state = visitorState({ lead: null, partialDataFound: true });
    expect(state).toEqual({ ...NEW_VISITOR, returningVisitor: true });
    expect(isReturning(state)).toBe(true);
  });

  it('is authenticated, not yet returning, on the page load the lead was captured on', () => {
    const state = visitorState({
      lead: { visitCount: 1, registeredForEvent: true },
      partialDataFound: false,
    });
    expect(state).toEqual({
      authenticated: true,
      returningVisitor: false,
      returningLead: false,
      registeredForEvent: true,
    });
    expect(isReturning(state)).toBe(false);
  });

  it('is a returning lead from the second registered page load on', () => {
    const state = visitorState({
      lead: { visitCount: 2, registeredForEvent: false },
      partialDataFound: true,
    });
    expect(state).toEqual({
      authenticated: true,
      returningVisitor: true,
      returningLead: true,
      registeredForEvent: false,
    });
    expect(isReturning(state)).toBe(true);
  });
});
