__linux __unix __SVR4 __Linux
__SUNW_D_64
__SUNW_D = 1
__SUNW_D_VERSION = 1006004
the architecture's
__GNUC__ undefined

