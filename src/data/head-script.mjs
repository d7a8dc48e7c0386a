/**
 * The one script every page carries, inline in <head> so the page paints in the right mode:
 * the reading mode (zh | en | both) from `?mode=` or the saved choice, else the page's language;
 * projector mode from `?projector=1` or the saved choice; and the offline cache's service worker.
 * An unknown `mode` value is ignored quietly. Storage that is absent, denied (reading it throws) or
 * full (writing throws) only means the choice is not kept: the page works the same.
 */
export const headScript = `(function(){var d=document.documentElement,q=new URLSearchParams(location.search),K='lr-mode',P='lr-projector',ok={zh:1,en:1,both:1},m=q.get('mode');
function get(k){try{return localStorage.getItem(k)}catch(e){return null}}
function put(k,v){try{localStorage.setItem(k,v)}catch(e){}}
if(ok[m]){put(K,m)}else{m=get(K);if(!ok[m])m=/^en/.test(d.lang)?'en':'zh'}
d.dataset.mode=m;var p=q.get('projector');if(p==='1'||p==='0'){put(P,p)}else{p=get(P)}
if(p==='1')d.dataset.projector='';
if('serviceWorker'in navigator&&location.protocol!=='file:'){addEventListener('load',function(){try{navigator.serviceWorker.register('/sw.js').catch(function(){})}catch(e){}})}})();`;
