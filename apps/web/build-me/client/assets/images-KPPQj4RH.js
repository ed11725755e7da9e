const i="/media/",s={stored:1200,variants:[400,800]},t=(a,e)=>a.replace(/\.webp$/,`-${e}.webp`);export{t as a,s as i,i as m};
