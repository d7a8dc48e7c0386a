/**
 * "Make the book available offline" (the button in ReadingControls.astro): asks the service worker
 * (scripts/sw/service-worker.js) to save every page of the book and what they need, shows the
 * progress, and says how it ended: saved, the network dropped, storage is full, or this browser keeps
 * no site data (a private window, site data turned off). Each message comes in both languages; the
 * reading mode shows one of them, or both on two lines.
 */
type Said = readonly [zh: string, en: string];
type Reply = { type: 'progress'; done: number; total: number } | { type: 'saved'; gzip: number } | { type: 'failed'; reason: 'quota' | 'network' };

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
const TEXT = {
  progress: (p: number): Said => [`正在把整本書存到這台裝置：${p}%`, `Saving the whole book on this device: ${p}%`],
  saved: (bytes: number): Said =>
    bytes > 0
      ? [
          `整本書都已存到這台裝置上（這次下載約 ${mb(bytes)} MB）：每一章沒有網路也能打開。`,
          `The whole book is saved on this device (about ${mb(bytes)} MB downloaded now): every chapter opens without a network.`,
        ]
      : ['整本書早已存到這台裝置上：每一章沒有網路也能打開。', 'The whole book was already saved on this device: every chapter opens without a network.'],
  network: ['沒有存完：網路斷了或伺服器沒有回應。已存下的部分會保留，連上網路後再按一次即可。', 'Not finished: the network or the server did not answer. What was saved is kept; press again once you are online.'] as Said,
  quota: ['沒有存完：這台裝置的儲存空間不夠。清出一些空間後再按一次。', 'Not finished: storage on this device is full. Free some space and press again.'] as Said,
  none: [
    '這個瀏覽器不讓網站把書存在裝置上（例如私密視窗，或關閉了網站資料），所以離線時打不開。',
    'This browser does not let the site keep the book on the device (a private window, or site data turned off), so it cannot open offline.',
  ] as Said,
};

let busy = false;

export async function saveBook(box: HTMLElement) {
  if (busy) return;
  const button = box.querySelector<HTMLButtonElement>('[data-offline-save]')!;
  const bar = box.querySelector<HTMLProgressElement>('[data-offline-progress]')!;
  const status = box.querySelector<HTMLElement>('[data-offline-status]')!;
  const say = (state: string, [zh, en]: Said) => {
    box.dataset.state = state;
    const line = (lang: string, cls: string, text: string) => Object.assign(document.createElement('span'), { lang, className: cls, textContent: text });
    status.replaceChildren(line('zh-Hant', 'lang-zh', zh), line('en', 'lang-en', en));
  };
  const end = () => {
    busy = false;
    bar.hidden = true;
    button.disabled = false;
  };

  busy = true;
  button.disabled = true;
  bar.value = 0;
  bar.hidden = false;
  say('saving', TEXT.progress(0));
  let worker: ServiceWorker | null = null;
  try {
    // the page registered it already; asking again returns that registration
    const sw = navigator.serviceWorker;
    await sw.register('/sw.js');
    // a worker that cannot install (no network for its own files) never gets ready
    const ready = await Promise.race([sw.ready, new Promise<null>((r) => setTimeout(() => r(null), 60_000))]);
    if (!ready) {
      end();
      say('network', TEXT.network);
      return;
    }
    worker = ready.active;
  } catch {
    worker = null;
  }
  if (!worker) {
    end();
    button.disabled = true;
    say('none', TEXT.none);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = (e: MessageEvent<Reply>) => {
    const m = e.data;
    if (!busy) return;
    if (m.type === 'progress') {
      bar.max = Math.max(m.total, 1);
      bar.value = m.done;
      say('saving', TEXT.progress(m.total ? Math.floor((100 * m.done) / m.total) : 100));
      return;
    }
    end();
    if (m.type === 'saved') {
      button.hidden = true;
      say('whole', TEXT.saved(m.gzip));
    } else say(m.reason, TEXT[m.reason]);
  };
  worker.postMessage({ type: 'save-book' }, [channel.port2]);
}
