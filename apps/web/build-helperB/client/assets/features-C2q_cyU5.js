import{u as e}from"./components-CETWSH2A.js";function u(){return e("routes/store/layout")?.layout.features??{}}export{u};
