import { describe, expect, it } from 'vitest';
import {
  isAskable, parseRateQuestion, rateQuestionParams, toCheckRatesInput, validateRateQuestion, type RateQuestion,
} from '../check/checkParams';

const question = (changes: Partial<RateQuestion> = {}): RateQuestion => ({
  idProduct: 'p1', idProductInstance: null, serviceDate: '2026-07-10', purchaseDate: '2026-05-01', idEntity: 'c1',
  passengers: { adult: 2, child: 1 }, units: 1, nights: 3, ...changes,
});

describe('the question in the address', () => {
  it('round-trips', () => {
    const params = rateQuestionParams(question());
    expect(params.get('pax')).toBe('adult:2,child:1');
    expect(parseRateQuestion(params)).toEqual(question());
  });

  it('ignores what a hand-edited address gets wrong', () => {
    const parsed = parseRateQuestion(new URLSearchParams('product=p1&service=10/07/2026&pax=adult:x,child:2,:3&units=0&nights=400'));
    expect(parsed).toMatchObject({ idProduct: 'p1', serviceDate: null, passengers: { child: 2 }, units: null, nights: null });
    expect(isAskable(parsed)).toBe(false);
  });

  it('leaves passenger types with no one out', () => {
    expect(rateQuestionParams(question({ passengers: { adult: 0, child: 2 } })).get('pax')).toBe('child:2');
  });
});

describe('toCheckRatesInput', () => {
  it('asks for the product, or for the one instance when chosen', () => {
    expect(toCheckRatesInput(question())).toMatchObject({
      idProduct: 'p1', idProductInstance: null, passengers: [{ idPassengerType: 'adult', count: 2 }, { idPassengerType: 'child', count: 1 }],
    });
    expect(toCheckRatesInput(question({ idProductInstance: 'i1' }))).toMatchObject({ idProduct: null, idProductInstance: 'i1' });
    expect(toCheckRatesInput(question({ passengers: {} })).passengers).toBeNull();
  });
});

describe('validateRateQuestion', () => {
  it('requires a product and a service date; counts in range', () => {
    expect(validateRateQuestion(question())).toEqual({});
    expect(validateRateQuestion(question({ idProduct: null, serviceDate: null, units: 0, nights: 366 }))).toEqual({
      idProduct: 'required', serviceDate: 'required', units: 'countRangeMin', nights: 'countRangeMin',
    });
  });
});
