/**
 * The one script every page carries, inline in <head> so the page paints in the right mode:
 * the reading mode (zh | en | both) from `?mode=` or the saved choice, else the page's language;
 * projector mode from `?projector=1` or the saved choice; and the offline cache's service worker.
 * An unknown `mode` value is ignored quietly.
 */
export const headScript = `(function(){var d=document.documentElement,q=new URLSearchParams(location.search),K='lr-mode',P='lr-projector',ok={zh:1,en:1,both:1},m=q.get('mode'),s=null;
try{s=localStorage}catch(e){}
if(ok[m]){s&&s.setItem(K,m)}else{m=s&&s.getItem(K);if(!ok[m])m=/^en/.test(d.lang)?'en':'zh'}
d.dataset.mode=m;var p=q.get('projector');if(p==='1'||p==='0'){s&&s.setItem(P,p)}else{p=s&&s.getItem(P)}
if(p==='1')d.dataset.projector='';
if('serviceWorker'in navigator&&location.protocol!=='file:'){addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})}})();`;
