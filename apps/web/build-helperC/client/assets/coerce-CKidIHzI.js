import{c as e,Z as o}from"./schemas-BoK8BIKj.js";function n(r){return e(o,r)}export{n};
