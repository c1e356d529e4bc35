kmallocs of sh and cat: at least 1
