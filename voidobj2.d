BEGIN{ this->x = (void)0; }
