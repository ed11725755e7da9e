import{u as e}from"./components-DS8p8WXc.js";function u(){return e("routes/store/layout")?.layout.features??{}}export{u};
