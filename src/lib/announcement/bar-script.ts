// The announcement bar's only script, inline right after the bar so it runs before the bar is first
// painted: a dismissed announcement is hidden before anyone sees it (no layout shift), the close
// button remembers the id, and on narrow screens long text scrolls as a marquee whose duration is
// its width / 200 x 3 seconds (SPEC 9). A corrupted stored list is reset. Every visitor pays for
// these bytes, so they stay few (bar-script.test.ts: within 1 KB gzip; announcement.spec.ts: behaviour).
import { CONTENT_ID_ATTRIBUTE, DISMISSED_STORAGE_KEY } from './slot-contract.ts';

/** SPEC 9: mobile below 767.9 px. */
export const MARQUEE_MEDIA = '(max-width: 767.9px)';
/** How many dismissed ids are kept: old announcements never come back. */
export const MAX_DISMISSED = 50;

export const ANNOUNCEMENT_BAR_SCRIPT = `(function(s,K){var id=s.getAttribute('${CONTENT_ID_ATTRIBUTE}'),l;if(!id)return;` +
  `try{l=JSON.parse(localStorage.getItem(K)||'[]');if(!Array.isArray(l))throw 0}catch(e){l=[];try{localStorage.removeItem(K)}catch(e){}}` +
  `if(l.indexOf(id)>-1){s.hidden=true;return}` +
  `s.querySelector('button').addEventListener('click',function(){s.hidden=true;l.push(id);try{localStorage.setItem(K,JSON.stringify(l.slice(-${MAX_DISMISSED})))}catch(e){}});` +
  `var t=s.querySelector('.announcement-scroll'),b=t.closest('p'),m=matchMedia('${MARQUEE_MEDIA}'),f=function(){s.classList.remove('is-marquee');` +
  `var w=t.getBoundingClientRect().width;if(m.matches&&w>b.clientWidth){s.style.setProperty('--marquee-duration',w/200*3+'s');s.classList.add('is-marquee')}};` +
  `f();m.addEventListener('change',f)})(document.currentScript.previousElementSibling,'${DISMISSED_STORAGE_KEY}')`;
