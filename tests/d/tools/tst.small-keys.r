every tool's keys fit 512 bytes
