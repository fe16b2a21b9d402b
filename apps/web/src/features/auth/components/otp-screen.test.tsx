import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { PhoneVerifierError, type PhoneVerifier } from '../phone-verifier/phone-verifier.port';
import { fakeVerifier, Providers } from '../testing/auth-test-utils';
import { otpBackoffKey } from '../utils/otp-backoff-storage';
import { OtpScreen } from './otp-screen';

const PHONE = '9876543210';
const BACKOFF_KEY = otpBackoffKey('+919876543210');

function Harness({ verifier }: { verifier: PhoneVerifier }) {
  const flow = useOtpFlow(async () => verifier);
  return (
    <>
      <button type="button" onClick={() => void flow.send(PHONE)}>
        Send OTP
      </button>
      {flow.phone && (
        <OtpScreen
          phone={flow.phone}
          heading="Verify your phone"
          secondsLeft={flow.secondsLeft}
          sending={flow.sending}
          busy={flow.verifying}
          onVerify={flow.verify}
          onResend={flow.resend}
          onBack={flow.reset}
          backLabel="Change number"
        />
      )}
    </>
  );
}

async function renderAndSend(verifier: PhoneVerifier) {
  render(<Harness verifier={verifier} />, { wrapper: Providers });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-15T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('OtpScreen countdown', () => {
  it(
    "counts 'Resend in 30s' down after sending, then enables 'Resend OTP' " + '(docs/rules/constants.md: 30 s)',
    async () => {
      await renderAndSend(fakeVerifier());
      expect(screen.getByText('OTP sent to +919876543210')).toBeInTheDocument();
      const resend = screen.getByRole('button', { name: 'Resend in 30s' });
      expect(resend).toBeDisabled();
      advance(1_000);
      expect(screen.getByRole('button', { name: 'Resend in 29s' })).toBeDisabled();
      advance(28_000);
      expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
      advance(1_000);
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    },
  );

  it('restarts the countdown on resend', async () => {
    await renderAndSend(fakeVerifier());
    advance(30_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' })));
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
  });

  it('has a numeric one-time-code input of at most 6 digits that keeps digits only', async () => {
    await renderAndSend(fakeVerifier());
    const input = screen.getByLabelText('OTP');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(input, { target: { value: '12a3 4-5678' } });
    expect(input).toHaveValue('123456');
  });

  it("refuses fewer than 4 digits: 'Please enter a valid OTP.'", async () => {
    await renderAndSend(fakeVerifier());
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(screen.getByText('Please enter a valid OTP.')).toBeInTheDocument();
  });

  it("clears the code on a wrong one: 'Invalid OTP — please check the digits and try again.'", async () => {
    const verify = async () => {
      throw new PhoneVerifierError('invalid-code', 'Invalid OTP — please check the digits and try again.');
    };
    await renderAndSend(fakeVerifier({ verify }));
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '111111' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(screen.getByText('Invalid OTP — please check the digits and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveValue('');
  });

  it("after an expired code asks for a new one: 'OTP expired or missing. Please request OTP again.'", async () => {
    const verify = async () => {
      throw new PhoneVerifierError('expired', 'OTP expired. Please request a new one.');
    };
    await renderAndSend(fakeVerifier({ verify }));
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '111111' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(screen.getByText('OTP expired. Please request a new one.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '222222' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(screen.getByText('OTP expired or missing. Please request OTP again.')).toBeInTheDocument();
  });
});

describe('OtpScreen and WebOTP', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the code the browser read from the SMS and verifies it', async () => {
    const get = vi.fn(async (_options: CredentialRequestOptions) => ({ code: '123456' }));
    vi.stubGlobal('OTPCredential', class {});
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const verify = vi.fn(async () => ({ uid: 'uid-1' }));
    await renderAndSend(fakeVerifier({ verify }));
    await act(async () => undefined);
    expect(get).toHaveBeenCalledWith({ otp: { transport: ['sms'] }, signal: expect.any(AbortSignal) });
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    expect(verify).toHaveBeenCalledWith('v-1', '123456');
  });

  it('asks nothing of a browser without WebOTP', async () => {
    const get = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    await renderAndSend(fakeVerifier());
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    expect(get).not.toHaveBeenCalled();
  });
});

describe("OTP after 'Change number'", () => {
  /** Sends like the API: one code per phone every 30 s, a second send before then is refused. */
  function oncePer30s() {
    let sends = 0;
    let last = -Infinity;
    const send = async () => {
      sends += 1;
      if (Date.now() - last < 30_000) throw new PhoneVerifierError('too-many-requests', 'Too many attempts.');
      last = Date.now();
      return { verificationId: `v-${sends}`, resendAfterSeconds: 30 };
    };
    return { verifier: fakeVerifier({ send }), sends: () => sends };
  }

  it('the same number again within 30 s shows the resend countdown, not a red back-off', async () => {
    const api = oncePer30s();
    await renderAndSend(api.verifier);
    advance(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 20s' })).toBeDisabled();
    expect(screen.queryByText(/^Too many attempts/)).not.toBeInTheDocument();
    expect(localStorage.getItem(BACKOFF_KEY)).toBeNull();
    expect(api.sends()).toBe(1);
    advance(20_000);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('the code sent before still verifies', async () => {
    const verify = vi.fn(async () => ({ uid: 'uid-1' }));
    render(<Harness verifier={{ ...oncePer30s().verifier, verify }} />, { wrapper: Providers });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' })));
    expect(verify).toHaveBeenCalledWith('v-1', '123456');
  });

  it('once the countdown is over, sends a new code', async () => {
    const api = oncePer30s();
    await renderAndSend(api.verifier);
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    advance(30_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
    expect(api.sends()).toBe(2);
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
  });
});

describe('OTP back-off', () => {
  const refused = (retryAfterSeconds?: number) => async () => {
    throw new PhoneVerifierError('too-many-requests', 'Too many attempts. Paused OTP sends for 1s.', retryAfterSeconds);
  };

  it(
    "stores the back-off record and says 'Too many attempts. Paused OTP " + "sends for 30s.' on a first refusal",
    async () => {
      await renderAndSend(fakeVerifier({ send: refused() }));
      expect(screen.getByText('Too many attempts. Paused OTP sends for 30s.')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(BACKOFF_KEY) ?? 'null')).toEqual({
        attempts: 1,
        until: Date.now() + 30_000,
      });
    },
  );

  it("pauses as long as the server's retryAfterSeconds when that is longer", async () => {
    await renderAndSend(fakeVerifier({ send: refused(540) }));
    expect(screen.getByText('Too many attempts. Paused OTP sends for 540s.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(BACKOFF_KEY) ?? 'null')).toEqual({
      attempts: 1,
      until: Date.now() + 540_000,
    });
  });

  it("refuses to send while the back-off runs: 'Too many OTP attempts. Please try again in {n}s.'", async () => {
    let sends = 0;
    const send = async () => {
      sends += 1;
      throw new PhoneVerifierError('too-many-requests', 'Too many attempts.');
    };
    await renderAndSend(fakeVerifier({ send }));
    advance(12_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
    expect(screen.getByText('Too many OTP attempts. Please try again in 18s.')).toBeInTheDocument();
    expect(sends).toBe(1);
  });

  it(
    'doubles the pause on the next consecutive refusal (30·2^(attempts−1) s) ' + 'and forgets it after a send',
    async () => {
      let refuse = true;
      const send = async () => {
        if (refuse) throw new PhoneVerifierError('too-many-requests', 'Too many attempts.');
        return { verificationId: 'v-2', resendAfterSeconds: 30 };
      };
      await renderAndSend(fakeVerifier({ send }));
      advance(30_000);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
      expect(screen.getByText('Too many attempts. Paused OTP sends for 60s.')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(BACKOFF_KEY) ?? 'null')).toMatchObject({ attempts: 2 });
      advance(60_000);
      refuse = false;
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' })));
      expect(localStorage.getItem(BACKOFF_KEY)).toBeNull();
    },
  );

  it("says 'Network error sending OTP. Check connection and retry.' without a back-off", async () => {
    const send = async () => {
      throw new PhoneVerifierError('network', 'Network error sending OTP. Check connection and retry.');
    };
    await renderAndSend(fakeVerifier({ send }));
    expect(screen.getByText('Network error sending OTP. Check connection and retry.')).toBeInTheDocument();
    expect(localStorage.getItem(BACKOFF_KEY)).toBeNull();
  });
});
