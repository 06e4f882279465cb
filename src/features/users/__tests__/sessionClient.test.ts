import { describe, expect, it } from 'vitest';
import { describeClient } from '../sessionClient';

describe('describeClient', () => {
  it('names the browser, its major version and the system', () => {
    expect(describeClient('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36'))
      .toBe('Chrome 156 · Linux');
    expect(describeClient('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0'))
      .toBe('Edge 130 · Windows');
    expect(describeClient('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox 128 · macOS');
    expect(describeClient('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'))
      .toBe('Safari 17 · iOS');
  });

  it('shows an unknown client as sent, cut short, and nothing for none', () => {
    expect(describeClient('kiosk-terminal/2')).toBe('kiosk-terminal/2');
    expect(describeClient('x'.repeat(80))).toHaveLength(60);
    expect(describeClient(null)).toBeNull();
    expect(describeClient('')).toBeNull();
  });
});
