
async write: read 0
direct read: write 0 async 0
