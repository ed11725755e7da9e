import{d as o}from"./languages-wLCVEIWK.js";function n(t,r){const e=t.startsWith("/")?t:`/${t}`;return r===o?e:e==="/"?`/${r}`:`/${r}${e}`}export{n as l};
