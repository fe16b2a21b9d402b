/**
 * The sandbox checkout's look, injected once as a <style> element (CSP style-src allows inline
 * styles; scripts stay 'self' only). It follows the shop's palette: ink, paper, terracotta accent.
 * `--vsc-accent` and `--vsc-on-accent` come from checkout's `theme.color`.
 */
export const SANDBOX_CHECKOUT_CSS = `
.vsc-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;
  padding:16px;background:rgba(31,26,23,.55);-webkit-backdrop-filter:blur(3px);backdrop-filter:blur(3px);
  font-family:Inter,ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;
  color:#1f1a17;animation:vsc-fade .18s ease-out both}
.vsc-dialog{position:relative;width:100%;max-width:400px;max-height:calc(100dvh - 32px);overflow:auto;
  background:#fff;border-radius:18px;box-shadow:0 24px 64px rgba(31,26,23,.35),0 2px 8px rgba(31,26,23,.12);
  animation:vsc-rise .28s cubic-bezier(.22,1,.36,1) both}
.vsc-head{display:flex;align-items:center;gap:12px;padding:18px 20px;background:#1f1a17;color:#fbf8f4;
  border-radius:18px 18px 0 0}
.vsc-logo{width:40px;height:40px;border-radius:10px;object-fit:cover;flex:none;box-shadow:0 0 0 1px rgba(251,248,244,.28)}
.vsc-mark{width:40px;height:40px;border-radius:10px;flex:none;display:grid;place-items:center;
  background:var(--vsc-accent,#a8431f);color:var(--vsc-on-accent,#fff);font-weight:700;font-size:18px}
.vsc-brand{min-width:0;flex:1}
.vsc-title{margin:0;font-size:17px;font-weight:650;line-height:1.25;letter-spacing:.01em;color:#fbf8f4}
.vsc-desc{margin:2px 0 0;font-size:13px;color:#d9cfc5}
.vsc-close{flex:none;width:36px;height:36px;border:0;border-radius:999px;background:rgba(251,248,244,.12);
  color:#fbf8f4;font-size:22px;line-height:1;cursor:pointer}
.vsc-close:hover{background:rgba(251,248,244,.22)}
.vsc-close:focus-visible,.vsc-pay:focus-visible{outline:3px solid #e8b04b;outline-offset:2px}
.vsc-body{padding:20px}
.vsc-amount{display:flex;align-items:baseline;justify-content:space-between;gap:12px;padding:14px 16px;
  border-radius:12px;background:#fbf8f4;border:1px solid #e4dcd2}
.vsc-amount span{font-size:13px;color:#6b625b}
.vsc-amount strong{font-size:22px;font-weight:700;font-variant-numeric:tabular-nums}
.vsc-payer{margin:10px 2px 0;font-size:13px;color:#6b625b;overflow-wrap:anywhere}
.vsc-upi{margin-top:16px;display:grid;gap:10px;padding-bottom:16px;border-bottom:1px solid #e4dcd2}
.vsc-upi-stage{display:grid;gap:10px;justify-items:center;text-align:center}
.vsc-upi-help{margin:0;font-size:14px;color:#3d3530}
.vsc-upi-status{margin:0;font-size:14px;color:#1f1a17;text-align:center}
.vsc-upi-status:empty{display:none}
.vsc-qr{width:200px;height:200px;padding:8px;border:1px solid #e4dcd2;border-radius:12px;background:#fff}
.vsc-tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;width:100%}
.vsc-tile{display:grid;justify-items:center;gap:6px;min-height:76px;padding:10px 4px;border:1.5px solid #cfc4b8;
  border-radius:12px;background:#fff;font:inherit;font-size:13px;font-weight:600;color:#1f1a17;cursor:pointer}
.vsc-tile-logo{width:32px;height:32px;border-radius:999px;display:grid;place-items:center;background:#1f1a17;
  color:#fbf8f4;font-size:13px;font-weight:700}
.vsc-secondary{height:46px;padding:0 18px;border:1.5px solid var(--vsc-accent,#a8431f);border-radius:12px;background:#fff;
  color:#7a2f14;font:inherit;font-size:15px;font-weight:650;cursor:pointer}
.vsc-link{border:0;background:none;padding:6px;font:inherit;font-size:14px;color:#7a2f14;text-decoration:underline;cursor:pointer}
.vsc-upi-test{display:grid;grid-template-columns:1fr auto;gap:10px;align-items:end}
.vsc-tile:focus-visible,.vsc-secondary:focus-visible,.vsc-link:focus-visible{outline:3px solid #e8b04b;outline-offset:2px}
.vsc-form{margin-top:16px;display:grid;gap:14px}
.vsc-method{margin:0;font-size:12px;font-weight:650;letter-spacing:.08em;text-transform:uppercase;color:#6b625b}
.vsc-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.vsc-field{display:grid;gap:6px}
.vsc-field label{font-size:13px;font-weight:600;color:#1f1a17}
.vsc-field input{width:100%;box-sizing:border-box;height:46px;padding:0 14px;border:1.5px solid #cfc4b8;border-radius:10px;
  font:inherit;font-size:16px;color:#1f1a17;background:#fff;font-variant-numeric:tabular-nums;letter-spacing:.04em}
.vsc-field input::placeholder{color:#786e66}
.vsc-field input:focus{outline:none;border-color:var(--vsc-accent,#a8431f);box-shadow:0 0 0 3px rgba(168,67,31,.18)}
.vsc-field input[aria-invalid=true]{border-color:#b42318}
.vsc-error{margin:0;min-height:0;font-size:14px;color:#b42318}
.vsc-error:empty{display:none}
.vsc-error:not(:empty){padding:10px 12px;border-radius:10px;background:#fdecea}
.vsc-pay{height:50px;border:0;border-radius:12px;background:var(--vsc-accent,#a8431f);color:var(--vsc-on-accent,#fff);
  font:inherit;font-size:16px;font-weight:650;cursor:pointer;box-shadow:0 6px 16px rgba(168,67,31,.28);
  transition:transform .12s ease,filter .12s ease}
.vsc-pay:hover{filter:brightness(.94)}
.vsc-pay:active{transform:translateY(1px)}
.vsc-pay[disabled]{opacity:.7;cursor:progress}
.vsc-hint{margin:16px 0 0;padding:12px 14px;border-radius:10px;background:#f6e3d9;color:#5c2a14;font-size:13px;line-height:1.5}
.vsc-hint b{font-variant-numeric:tabular-nums;white-space:nowrap}
.vsc-foot{display:flex;align-items:center;justify-content:center;gap:6px;padding:0 20px 18px;font-size:12px;color:#6b625b}
.vsc-sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){.vsc-upi-test{grid-template-columns:1fr}}
@keyframes vsc-fade{from{opacity:0}to{opacity:1}}
@keyframes vsc-rise{from{opacity:0;transform:translateY(18px) scale(.98)}to{opacity:1;transform:none}}
@media (max-width:480px){.vsc-backdrop{align-items:flex-end;padding:0}
  .vsc-dialog{max-width:none;max-height:100dvh;border-radius:18px 18px 0 0}}
@media (prefers-reduced-motion:reduce){.vsc-backdrop,.vsc-dialog{animation:none}.vsc-pay{transition:none}}
`;
