import{u as e}from"./components-Do-9HIgJ.js";function u(){return e("routes/store/layout")?.layout.features??{}}export{u};
