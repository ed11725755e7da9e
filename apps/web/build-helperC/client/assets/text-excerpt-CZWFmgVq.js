function r(e,t=160){return e.replace(/<[^>]+>/g," ").replace(/\s+/g," ").trim().slice(0,t)}export{r as t};
