const e={Seller:1,Staff:2,Admin:3,Customer:4};export{e as R};
