libplug.so:plug_run:entry 1
plug_twice:return returned 2
libplug.so:plug_run:entry 2

              libplug.so`plug_twice
plug_twice:return returned 4

