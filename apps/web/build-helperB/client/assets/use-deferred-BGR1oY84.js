import{r as a}from"./icons-D1etEEkJ.js";function c(t){const[r,e]=a.useState(null);return[r,()=>{r||t().then(s=>e(()=>s))},()=>{t()}]}export{c as u};
