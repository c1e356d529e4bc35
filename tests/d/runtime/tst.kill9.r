programs loaded
programs left: 0
