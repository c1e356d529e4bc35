libplugin.so:plugin_work:step 3 1
libplugin.so:plugin_work:step 3 2
enabled 3
libplugin.so:plugin_work:step 4 1
libplugin.so:plugin_work:step 9 2
enabled 4

