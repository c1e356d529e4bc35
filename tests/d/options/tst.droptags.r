dtrace: N dynamic variable drops

dtrace: [DTRACEDROP_DYNAMIC] N dynamic variable drops

