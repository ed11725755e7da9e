function r(t){const[e="0",o="00"]=Math.abs(t).toFixed(2).split("."),n=e.replace(/\B(?=(\d{3})+(?!\d))/g," ");return`${t<0?"-":""}${n},${o} ₼`}export{r as f};
