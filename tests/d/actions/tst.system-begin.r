begin
from-system
the command's exit was traced

