import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { AGREEMENT_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import styles from './agreement-signature-step.module.css';

function hasCanvas2d(canvas: HTMLCanvasElement): boolean {
  try {
    return canvas.getContext('2d') !== null;
  } catch {
    return false;
  }
}

interface SignaturePadFieldProps {
  /** The error's id under the signature block, describing the pad. */
  describedBy: string | undefined;
  /** A drawn stroke ended (PNG data URL) or Clear was pressed (''). */
  onChange(dataUrl: string): void;
}

/**
 * The drawn signature: a canvas driven by signature_pad, loaded with this step only (a dynamic import, so neither the
 * landing page nor the other steps carry it). Clear empties it. Drawing needs a pointer; the typed name beside it is
 * the keyboard and screen-reader way to sign, and either one is a signature.
 */
export function SignaturePadField({ describedBy, onChange }: SignaturePadFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let cancelled = false;
    let pad: SignaturePad | null = null;
    const endStroke = () => {
      if (!pad || pad.isEmpty()) return;
      changeRef.current(pad.toDataURL('image/png'));
      setAnnouncement(AGREEMENT_MESSAGES.signatureDrawn);
    };
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      // Without a 2D context (or if the chunk fails) there is no pad: the typed name remains the way to sign.
      if (cancelled || !canvas || !hasCanvas2d(canvas)) return;
      // Sharp lines on dense screens: the canvas's pixels follow the device pixel ratio (at most 2: a bounded image).
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
      canvas.width = Math.max(canvas.offsetWidth, 1) * ratio;
      canvas.height = Math.max(canvas.offsetHeight, 1) * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad = new Pad(canvas, { penColor: '#111827', backgroundColor: 'rgba(0,0,0,0)' });
      pad.addEventListener('endStroke', endStroke);
      padRef.current = pad;
    }, () => undefined);
    return () => {
      cancelled = true;
      pad?.removeEventListener('endStroke', endStroke);
      pad?.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    changeRef.current('');
    setAnnouncement(AGREEMENT_MESSAGES.signatureCleared);
  };

  return (
    <div className={styles.pad}>
      <p className={styles.padLabel} id="agreement-pad-label">
        {AGREEMENT_MESSAGES.drawSignatureLabel}
      </p>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        role="img"
        aria-labelledby="agreement-pad-label"
        aria-describedby={describedBy}
        data-testid="signature-pad"
      />
      <div className={styles.padActions}>
        <Button variant="secondary" onClick={clear}>
          {STORE_WEB_MESSAGES.clear}
        </Button>
        <p className={styles.announce} role="status">
          {announcement}
        </p>
      </div>
    </div>
  );
}
